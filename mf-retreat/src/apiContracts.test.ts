/**
 * Every endpoint of the retreat's api sends the request its call contract describes
 * (see @agency/test-kit's describeEndpointContracts).
 */
import { catalogueCalls, paymentCalls } from '@agency/contracts';
import { describeEndpointContracts, type EndpointCases } from '@agency/test-kit';
import { retreatApi } from './api';
import { hero } from './retreat/content';
import { createStore } from './store';

const cases: EndpointCases<typeof retreatApi.endpoints> = {
  getInventory: { call: paymentCalls.inventory },
  getCheckoutChallenge: { call: paymentCalls.checkoutChallenge },
  initiatePayment: {
    call: paymentCalls.initiate,
    arg: {
      productinfo: 'SoulPod',
      firstname: 'Asha',
      email: 'asha@example.com',
      phone: '9876543210',
      category: 'SoulPod',
      itemId: 1,
      members: 2,
      proofOfWork: 'eyJ9',
    },
  },
  getPaymentStatus: { call: paymentCalls.status, arg: 'TXN42', params: { txnid: 'TXN42' } },
};

describe('retreat api endpoints and their contracts', () => {
  describeEndpointContracts(retreatApi, cases, createStore);
});

describe('artwork and its contract', () => {
  it("addresses the retreat's images at catalogue.image", () => {
    expect(hero.image).toBe(catalogueCalls.image.path.replace(':file', 'retreat-pushkar-lake.svg'));
  });
});
