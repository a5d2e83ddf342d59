/** The typed service clients and the middleware they share. */
export const HttpTokens = {
  sessionMiddleware: Symbol('sessionMiddleware'),
  providerClient: Symbol('ProviderClient'),
  medibuddyCentralClient: Symbol('MedibuddyCentralClient'),
  passwordClient: Symbol('PasswordClient'),
  insuranceClient: Symbol('InsuranceClient'),
} as const;
