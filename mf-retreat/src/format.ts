/** Money as the retreat's pages write it: Indian digit grouping with the rupee sign ('₹53,997'). */
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
