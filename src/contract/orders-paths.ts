// The tests-and-orders calls' paths (000 §7.4) without zod, so browser API clients import them (go-to-definition
// reaches the route) and the schemas stay out of the bundle; ./orders.ts re-exports them.
export const ordersPaths = {
  tests: '/api/customer/v1/tests',
  testParts: '/api/customer/v1/test-parts',
  combineTestParts: '/api/customer/v1/test-parts/combine',
  decombine: '/api/customer/v1/blood/results/:id/decombine',
  purchaseHistory: '/api/pages/purchaseHistory/orders',
  activateTest: '/api/pages/orders/activateTest',
  activateMbd: '/api/pages/orders/activateMbd',
  activateResult: '/api/customer/blood/results/:id/activate',
  validatePhone: '/api/pages/validate/phone',
  validateAddress: '/api/pages/validate/address',
  transfer: '/api/customer/v1/order/transfer',
  receipt: '/api/customer/v1/order/receipt/:id',
} as const;
