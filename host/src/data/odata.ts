/** An OData string literal: single quotes doubled. */
export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
