import { api } from '../../lib/api';
import { createResource } from '../../lib/resource';

/** The shop's plans (000 §7.2 products), read once per page load. */
export const products = createResource('products', (signal) => api.products(signal));
