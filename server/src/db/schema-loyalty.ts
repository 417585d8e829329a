// Owned by the loyalty work; tables are added here.
export {};
