/**
 * Every endpoint of the retreat's api sends the request its call contract describes
 * (see @agency/test-kit's describeEndpointContracts).
 */
import { paymentCalls } from '@agency/contracts';
import { describeEndpointContracts, type EndpointCases } from '@agency/test-kit';
import { retreatApi } from './api';
import { createStore } from './store';

const cases: EndpointCases<typeof retreatApi.endpoints> = {
  getInventory: { call: paymentCalls.inventory },
  initiatePayment: {
    call: paymentCalls.initiate,
    arg: { productinfo: 'SoulPod', firstname: 'Asha', email: 'asha@example.com', phone: '9876543210', category: 'SoulPod', itemId: 1, members: 2 },
  },
  getPaymentStatus: { call: paymentCalls.status, arg: 'TXN42', params: { txnid: 'TXN42' } },
};

describe('retreat api endpoints and their contracts', () => {
  describeEndpointContracts(retreatApi, cases, createStore);
});
