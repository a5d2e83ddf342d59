import { describe, expect, it } from 'vitest';
import { repeatedKeyAt } from './repeated-keys.ts';

describe('a JSON text naming a property twice', () => {
  it('is found, with the path of the repeated property', () => {
    expect(repeatedKeyAt('{"a":1,"a":2}')).toBe('/a');
    expect(repeatedKeyAt('{"orderItems":[{"x":1},{"additionalProperties":{"PAN":"1","hrName":"a","PAN":"2"}}]}')).toBe('/orderItems/1/additionalProperties/PAN');
    expect(repeatedKeyAt('{"a":{"b":1},"c":[1,{"b":2,"b":3}]}')).toBe('/c/1/b');
  });
  it('is not confused by the same name in different objects, in values, or escaped', () => {
    expect(repeatedKeyAt('{"a":{"a":1},"b":[{"a":1},{"a":2}]}')).toBeUndefined();
    expect(repeatedKeyAt('{"a":"a","b":"\\"a\\":","c":"}{,"}')).toBeUndefined();
    expect(repeatedKeyAt('{"a\\u0062":1,"ab":2}')).toBe('/ab');
    expect(repeatedKeyAt('[1,2,{"k":[],"l":{}}]')).toBeUndefined();
  });
});
