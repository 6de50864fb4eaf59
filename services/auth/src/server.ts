import { runStandalone } from '@agency/service-common';
import { authService } from './index';

void runStandalone(authService);
