// The front end's wire shapes come from the API's OpenAPI document, and its answers from the typed
// client (docs/adr/0280-one-typed-data-layer.md). Two rules of the local plugin `wire`:
// - `wire/no-answer-cast`: no `as unknown as`, and no cast that claims what an answer is: an
//   assertion to ReadKey or WithEtag, or of an API client call's answer (`client.get(...) as
//   Promise<Brand>`, `await client.get(...) as Brand`). The typed client, where the
//   transport's unknown becomes the generated type, is the one place allowed (see TYPED_CLIENT).
// - `wire/no-hand-written-wire-type`: no interface or object type whose property names are those
//   of an answer or schema of the document (the generated `Wire*` or `Answer<...>` says it).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Where the transport's `unknown` answer gets its generated type: the typed client of shared-auth. */
export const TYPED_CLIENT = [
  'shared-auth/src/api/typed-api.ts',
  'shared-auth/src/api/typed-collection.ts',
  'shared-auth/src/api/read-key.ts',
  'shared-auth/src/api/use-record.ts',
  // the signed-in user's key, '/users/me' (checked against the document's paths), below the data layer
  'shared-auth/src/current-user/use-current-user.ts',
];

const CLAIMS = new Set(['ReadKey', 'WithEtag']);

const typeName = (node) => (node?.type === 'TSTypeReference' && node.typeName.type === 'Identifier' ? node.typeName.name : undefined);

/** A Promise<T> whose T is more than unknown: a claim on what the promised answer is. */
const claimsPromise = (node) => {
  if (typeName(node) !== 'Promise') return false;
  const [argument] = (node.typeArguments ?? node.typeParameters)?.params ?? [];
  return argument !== undefined && argument.type !== 'TSUnknownKeyword';
};

/** A call of the API client, whose answer is unknown until the typed client types it: `client.get(...)`, `apiClient.put(...)`. */
const isAnswerCall = (node) => {
  if (node?.type === 'AwaitExpression') return isAnswerCall(node.argument);
  if (node?.type !== 'CallExpression' || node.callee.type !== 'MemberExpression' || node.callee.property.type !== 'Identifier')
    return false;
  const object = node.callee.object;
  return (
    ['get', 'put', 'post', 'del', 'getFile'].includes(node.callee.property.name) &&
    object.type === 'Identifier' &&
    /client$/i.test(object.name)
  );
};

const noAnswerCast = {
  meta: {
    type: 'problem',
    docs: { description: 'API answers are typed by the typed client, never cast' },
    messages: {
      unknownCast:
        '`as unknown as` hides a type mismatch: type the value where it is made (an API answer: through the typed client, @ottilia/shared-auth/typed).',
      answerCast:
        'A cast claims what an API answer is: read it through the typed client (@ottilia/shared-auth/typed, /typed-collection), which types it from the OpenAPI document.',
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      if (node.expression.type === 'TSAsExpression' && node.expression.typeAnnotation.type === 'TSUnknownKeyword') {
        context.report({ node, messageId: 'unknownCast' });
        return;
      }
      const target = node.typeAnnotation;
      if (target.type === 'TSUnknownKeyword') return;
      if (CLAIMS.has(typeName(target)) || (isAnswerCall(node.expression) && (claimsPromise(target) || typeName(target) !== 'Promise')))
        context.report({ node, messageId: 'answerCast' });
    };
    return { TSAsExpression: check, TSTypeAssertion: check };
  },
};

/** The property names of every object schema and answer of the generated document, as sorted keys. */
function wireShapes() {
  const source = readFileSync(path.join(repoRoot, 'shared-contracts/src/wire/openapi.ts'), 'utf8');
  const shapes = new Set();
  // each object literal type of the generated file: its own properties, one level (the file is formatted by openapi-typescript)
  const stack = [];
  for (const line of source.split('\n')) {
    const indent = line.search(/\S/);
    const property = /^\s*"?([\w$-]+)"?\??: /.exec(line);
    if (/^\s*\}/.test(line)) {
      const closed = stack.pop();
      // a shape of optional fields only (a history change's from/to) says too little to be recognised
      if (closed && closed.names.length >= 2 && closed.required > 0) shapes.add([...closed.names].sort().join(','));
    } else if (property && stack.length && indent === stack.at(-1).indent + 4) {
      stack.at(-1).names.push(property[1]);
      if (!/\?: /.test(line)) stack.at(-1).required += 1;
    }
    if (/\{$/.test(line)) stack.push({ indent, names: [], required: 0 });
  }
  return shapes;
}

let shapes;
const names = (members) =>
  members.flatMap((member) =>
    member.type === 'TSPropertySignature' && !member.computed && member.key.type === 'Identifier'
      ? [member.key.name]
      : member.type === 'TSPropertySignature' && member.key.type === 'Literal'
        ? [String(member.key.value)]
        : [],
  );

const noHandWrittenWireType = {
  meta: {
    type: 'problem',
    docs: { description: 'wire shapes come from the generated OpenAPI types' },
    messages: {
      wireShape:
        "This type spells out a shape of the API ({{fields}}): use the generated one (@ottilia/shared-contracts/wire, Answer<path, method> or the data layer's types).",
    },
    schema: [],
  },
  create(context) {
    shapes ??= wireShapes();
    const check = (node, all) => {
      // an index signature ([extra: string]: unknown) leaves the named fields the shape
      const members = all.filter((member) => member.type !== 'TSIndexSignature');
      const fields = names(members);
      if (fields.length < 2 || fields.length !== members.length) return;
      const key = [...fields].sort().join(',');
      if (shapes.has(key)) context.report({ node, messageId: 'wireShape', data: { fields: fields.join(', ') } });
    };
    return {
      TSInterfaceDeclaration: (node) => check(node, node.body.body),
      TSTypeLiteral: (node) => check(node, node.members),
    };
  },
};

export { wireShapes };
export const wirePlugin = { rules: { 'no-answer-cast': noAnswerCast, 'no-hand-written-wire-type': noHandWrittenWireType } };
