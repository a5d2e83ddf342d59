/** A refusal the server answers on purpose: status and a message for people. Nothing was written. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const forbidden = (message = 'You are not Authorized for this action') => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const invalidToken = () => new ApiError(401, 'Invalid Access Token');

/** The wire shape of every refusal. */
export function errorBody(message: string) {
  return { isSuccess: false as const, success: false as const, errorMessage: message, error: message };
}
