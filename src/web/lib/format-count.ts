const count = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** A count as cards and profiles show it: 950, 1.2K, 3.4M. */
export const formatCount = (n: number) => count.format(n);
