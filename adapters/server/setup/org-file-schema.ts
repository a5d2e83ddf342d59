/**
 * The shape of a first-setup file as a JSON schema (ajv). Unknown keys are refused, so a typo
 * ("adress") is an error rather than a silently missing value. The rules beyond shape are core's
 * (core/setup/org-file-rules.ts).
 */
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const text = { type: 'string', minLength: 1, maxLength: 200 } as const;
const money = { type: 'number', minimum: 0, maximum: 99_999_999 } as const;
const packageIds = { type: 'array', items: id } as const;

const admin = {
  type: 'object',
  additionalProperties: false,
  required: ['userName', 'firstName', 'email'],
  properties: {
    userName: { type: 'string', pattern: '^[A-Za-z0-9._-]{3,60}$' },
    firstName: text,
    lastName: text,
    email: text,
    phone: { type: 'string' },
  },
} as const;

const branch = {
  id,
  name: text,
  city: { type: 'string', maxLength: 100 },
  address: { type: 'string', maxLength: 300 },
  packages: packageIds,
} as const;

export const ORG_FILE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    packages: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'category', 'price'],
        properties: { id, name: text, category: text, price: money },
      },
    },
    providers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'admin'],
        properties: {
          ...branch,
          services: { type: 'array', minItems: 1, uniqueItems: true, items: { enum: ['LABS', 'OFFLINE_CONSULTS'] } },
          createOrder: { type: 'boolean' },
          branches: { type: 'array', items: { type: 'object', additionalProperties: false, required: ['id', 'name'], properties: branch } },
          admin,
        },
      },
    },
    insurers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'admin'],
        properties: {
          id,
          name: text,
          address: { type: 'string', maxLength: 300 },
          corporates: {
            type: 'array',
            items: { type: 'object', additionalProperties: false, required: ['id', 'name'], properties: { id, name: text } },
          },
          contracts: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['contract', 'packages'],
              properties: {
                contract: id,
                packages: {
                  type: 'array',
                  items: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['package', 'price'],
                    properties: { package: id, price: money, serviceTax: money },
                  },
                },
              },
            },
          },
          admin,
        },
      },
    },
  },
} as const;
