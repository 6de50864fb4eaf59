import { runStandalone } from '@agency/service-common';
import { catalogueService } from './index';

void runStandalone(catalogueService);
