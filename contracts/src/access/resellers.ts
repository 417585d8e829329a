/** Special reseller ids of spec 1 §9. */
export const RESELLER = { provider: 1, bank: 10017, processor: 10000, paymentCompany: 10004 } as const;

export const isBankReseller = (resellerId: number): boolean => resellerId === RESELLER.bank;
