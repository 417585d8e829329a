/** The ILIKE pattern "contains `search`": its own %, _ and \ match literally. */
export const likePattern = (search: string): string => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
