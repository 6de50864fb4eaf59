import { runStandalone } from '@agency/service-common';
import { createLeadsService } from './index';
import { catalogueOverHttp } from './package-catalogue';
import { staffOverHttp } from './staff-directory';

/** The catalogue's own port in split mode (the gateway's splitPorts); CATALOGUE_URL overrides, as for the gateway. */
const CATALOGUE_URL = process.env.CATALOGUE_URL ?? 'http://127.0.0.1:8081';

/** The auth service's own port in split mode; AUTH_URL overrides, as for the gateway. */
const AUTH_URL = process.env.AUTH_URL ?? 'http://127.0.0.1:8083';

void runStandalone(createLeadsService({ catalogue: catalogueOverHttp(CATALOGUE_URL), staff: staffOverHttp(AUTH_URL) }), 8082);
