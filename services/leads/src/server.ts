import { runStandalone } from '@agency/service-common';
import { createLeadsService } from './index';
import { catalogueOverHttp } from './package-catalogue';
import { staffOverHttp } from './staff-directory';

// The catalogue and auth services at their split-mode addresses (CATALOGUE_URL, AUTH_URL), as the gateway reaches them.
void runStandalone(({ split }) =>
  createLeadsService({ catalogue: catalogueOverHttp(split.urls.catalogue), staff: staffOverHttp(split.urls.auth) }),
);
