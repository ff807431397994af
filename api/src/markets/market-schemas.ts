/** JSON schema of a market (read-only reference data). */
export const marketSchema = {
  $id: 'Market',
  type: 'object',
  required: ['code', 'countryName'],
  properties: {
    code: { type: 'string', description: "ISO-like country code; 'GO' is the Global market" },
    countryName: { type: 'string' },
  },
} as const;
