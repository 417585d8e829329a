// Owned by the discounts work; tables are added here.
export {};
