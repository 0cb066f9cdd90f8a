import { defineTool } from '../define.ts';
import { parseJsonInput } from '../input.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

/** RFC 7396 §2 MergePatch(Target, Patch); recursion is bounded by the patch's nesting (≤ 1000 levels). */
function mergePatch(target: Json | undefined, patch: Json): Json {
  if (!isObject(patch)) return patch;
  const result: JsonObject = isObject(target) ? target : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) {
      delete result[key];
    } else {
      const merged = mergePatch(Object.hasOwn(result, key) ? result[key] : undefined, value);
      // defineProperty, not assignment: a "__proto__" member stays a member.
      Object.defineProperty(result, key, { value: merged, writable: true, enumerable: true, configurable: true });
    }
  }
  return result;
}

export default defineTool({
  slug: 'json-merge-patch',
  name: 'JSON Merge Patch (RFC 7396)',
  category: 'developer',
  description:
    'Applies an RFC 7396 JSON Merge Patch to a JSON document, following the RFC\'s MergePatch pseudo-code: a patch object is merged member by member, recursively; a null member deletes that member from the target; any other value (string, number, array, …) replaces the target\'s value whole, so arrays are never merged element-wise; a patch that is not an object replaces the whole document, and a target that is not an object is treated as {} when the patch is one. The target\'s members keep their order and new members follow in the patch\'s order (as in JavaScript, integer-like keys such as "1" come first).',
  inputSchema: {
    type: 'object',
    properties: {
      target: { type: 'string', maxLength: 1_048_576, description: 'The JSON document to patch.' },
      patch: { type: 'string', maxLength: 1_048_576, description: 'The merge patch as JSON text, e.g. {"a":"z","c":{"f":null}}.' },
    },
    required: ['target', 'patch'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      result: { description: 'The merged JSON value.' },
      text: { type: 'string', description: 'The merged value as JSON text indented by 2 spaces.' },
    },
    required: ['result', 'text'],
  },
  // Computed by test/reference/developer_plan2.py (independent Python; see there for the oracle).
  examples: [
    {
      "inputs": {
        "target": "{\n  \"title\": \"Goodbye!\",\n  \"author\": {\n    \"givenName\": \"John\",\n    \"familyName\": \"Doe\"\n  },\n  \"tags\": [\"example\", \"sample\"],\n  \"content\": \"This will be unchanged\"\n}",
        "patch": "{\n  \"title\": \"Hello!\",\n  \"phoneNumber\": \"+01-123-456-7890\",\n  \"author\": {\n    \"familyName\": null\n  },\n  \"tags\": [\"example\"]\n}"
      },
      "result": {
        "result": {
          "title": "Hello!",
          "author": {
            "givenName": "John"
          },
          "tags": [
            "example"
          ],
          "content": "This will be unchanged",
          "phoneNumber": "+01-123-456-7890"
        },
        "text": "{\n  \"title\": \"Hello!\",\n  \"author\": {\n    \"givenName\": \"John\"\n  },\n  \"tags\": [\n    \"example\"\n  ],\n  \"content\": \"This will be unchanged\",\n  \"phoneNumber\": \"+01-123-456-7890\"\n}"
      }
    },
    {
      "inputs": {
        "target": "{\"a\":{\"b\":\"c\"}}",
        "patch": "{\"a\":{\"b\":\"d\",\"c\":null}}"
      },
      "result": {
        "result": {
          "a": {
            "b": "d"
          }
        },
        "text": "{\n  \"a\": {\n    \"b\": \"d\"\n  }\n}"
      }
    },
    {
      "inputs": {
        "target": "[1,2]",
        "patch": "{\"a\":\"b\",\"c\":null}"
      },
      "result": {
        "result": {
          "a": "b"
        },
        "text": "{\n  \"a\": \"b\"\n}"
      }
    }
  ],
  heavy: true,
  timeoutMs: 5_000,
  run({ target, patch }: { target: string; patch: string }) {
    const result = mergePatch(parseJsonInput(target, 'target') as Json, parseJsonInput(patch, 'patch') as Json);
    return { result, text: JSON.stringify(result, null, 2) };
  },
});
