// Owned by the tickets work; tables are added here.
export {};
