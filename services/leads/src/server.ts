import { runStandalone } from '@agency/service-common';
import { leadsService } from './index';

void runStandalone(leadsService, 8082);
