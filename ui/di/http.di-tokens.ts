/** The typed service clients (each carries the session middleware). */
export const HttpTokens = {
  providerClient: Symbol('ProviderClient'),
  medibuddyCentralClient: Symbol('MedibuddyCentralClient'),
  passwordClient: Symbol('PasswordClient'),
  insuranceClient: Symbol('InsuranceClient'),
  chartsClient: Symbol('ChartsClient'),
  affiliateClient: Symbol('AffiliateClient'),
  consultsClient: Symbol('ConsultsClient'),
  filesClient: Symbol('FilesClient'),
} as const;
