import { runStandalone } from '@agency/service-common';
import { paymentService } from './index';

void runStandalone(paymentService);
