/** Query parameters that carry a secret: reset and set-password tokens, file link signatures, codes. */
const SECRET_PARAMS = /^(token|resettoken|accesstoken|sig|signature|code|otp|key)$/i;

/**
 * A request's URL as the log may show it: the path, and the query with every secret's value
 * replaced, so that a reset link or a signed file link read from the log opens nothing.
 */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const [name] = pair.split('=', 1);
      return SECRET_PARAMS.test(decodeURIComponentSafe(name)) ? `${name}=***` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
