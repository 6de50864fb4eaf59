import { errorResponse, healthResponse } from '../common';
import { defineCall, SERVICES, type ServiceName } from '../define';

function healthCall<N extends ServiceName>(service: N) {
  return defineCall({
    id: `${service}.health`,
    method: 'GET',
    path: `/api/${service}/health`,
    service,
    access: 'public',
    summary: `Liveness of the ${service} service, including a round trip to its database`,
    schema: { response: { 200: healthResponse, 503: errorResponse } },
  });
}

export const healthCalls = Object.fromEntries(SERVICES.map((s) => [s, healthCall(s)])) as {
  [N in ServiceName]: ReturnType<typeof healthCall<N>>;
};
