/**
 * The HTTP statuses a deliberate refusal answers with (api.md's error catalogue). 5xx are not
 * refusals: they are the server's fault and carry no cause a person could act on.
 */
export type ProblemStatus =
  400 | 401 | 402 | 403 | 404 | 406 | 409 | 410 | 413 | 415 | 422 | 423 | 429;

/** The cause of a refusal as the answer's `code` names it: its feature, a dot, the cause in snake case. */
export type ProblemCode = `${string}.${string}`;

/**
 * One cause a feature refuses a call for: its status and the English `message` api.md gives
 * it, a function of the refusal's details where the sentence names one (the missing role).
 */
export interface ProblemDeclaration {
  readonly status: ProblemStatus;
  readonly message: string | ((details: never) => string);
}

/** A declared cause with its code, ready for the API to refuse with and for a screen to translate. */
export interface Problem<
  Code extends ProblemCode = ProblemCode,
  Message extends ProblemDeclaration['message'] = ProblemDeclaration['message'],
> {
  readonly code: Code;
  readonly status: ProblemStatus;
  readonly message: Message;
}

type SnakeCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : Name;

/** A feature's declared problems by their camel-case name, each with its `feature.snake_case` code. */
export type Problems<
  Feature extends string,
  Declarations extends Record<string, ProblemDeclaration>,
> = {
  readonly [Name in keyof Declarations & string]: Problem<
    `${Feature}.${SnakeCase<Name>}`,
    Declarations[Name]['message']
  >;
};

/** The codes of a feature's problems, for a screen that tells them apart. */
export type ProblemCodeOf<Declared extends Record<string, Problem>> =
  Declared[keyof Declared]['code'];

/**
 * Declares the causes a feature refuses calls for, in one place: the API throws them with
 * `problem(…)` and the web translates each code. The code is the feature and the cause's name
 * in snake case (`defineProblems('company', { lastAdmin: … })` is `company.last_admin`).
 */
export function defineProblems<
  const Feature extends string,
  const Declarations extends Record<string, ProblemDeclaration>,
>(feature: Feature, declarations: Declarations): Problems<Feature, Declarations> {
  return Object.fromEntries(
    Object.entries(declarations).map(([name, declaration]) => [
      name,
      {
        code: `${feature}.${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`,
        ...declaration,
      },
    ]),
  ) as Problems<Feature, Declarations>;
}
