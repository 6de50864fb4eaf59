/** Money as the retreat's pages write it: Indian digit grouping with the rupee sign ('₹53,997'), as the storefront does. */
export { formatRupees } from '@agency/ui';
