import type { ApiErrorCode } from '@fantom-wallet/core';
import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  type FormattedExecutionResult,
  GraphQLError,
  GraphQLObjectType,
  type GraphQLSchema,
  getOperationAST,
  parse,
  specifiedRules,
  type ValidationContext,
  type ValidationRule,
  ValuesOfCorrectTypeRule,
  validate,
} from 'graphql';
import type { ApiServices } from '../services/ApiServices.ts';
import { checkLimits } from './checkLimits.ts';
import { formatError } from './formatError.ts';
import type { QueryLimits } from './queryLimits.ts';
import { selectsOnly } from './selectsOnly.ts';

/** What one HTTP request may still spend, over the operations of its batch. */
export interface RequestBudget {
  simulatedCalls: number;
  approvalLists: number;
}

interface Prepared {
  document?: DocumentNode;
  errors: readonly { error: GraphQLError; code: ApiErrorCode }[];
  /** Set when the document selects only per-block fields: its answers are cached under this id. */
  answersId?: number;
}

const maxCachedDocuments = 1000;
const maxCachedAnswers = 20_000;
// graphql-js's own words (sic) when `maxTokens` stops the parser.
const tooManyTokens = /^Syntax Error: Document contains more that \d+ tokens\. Parsing aborted\.$/;

/**
 * The standard validation rules, with the reports of ValuesOfCorrectTypeRule (a literal argument value that
 * its scalar refuses: a malformed address, a count out of range) collected in `values`: those are
 * INVALID_ARGUMENT, every other validation error is INVALID_QUERY.
 */
function validationRules(values: WeakSet<GraphQLError>): ValidationRule[] {
  return specifiedRules.map((rule) =>
    rule === ValuesOfCorrectTypeRule
      ? (context: ValidationContext) =>
          rule(
            Object.assign(Object.create(context) as ValidationContext, {
              reportError: (error: GraphQLError) => {
                values.add(error);
                context.reportError(error);
              },
            }),
          )
      : rule,
  );
}

/**
 * Parses, validates, bounds and executes one GraphQL request body. Wallets send the same few queries over
 * and over, so parsed and validated documents are cached by their text (with their validation errors: a
 * refused text is refused again from the cache).
 *
 * A document that selects only `perBlockFields` (`Type.field` coordinates whose resolvers read the per-block
 * cache or only their arguments, such as `account { balance }`) has its error-free answers cached too, by
 * variables and operation, under the head tracker's key: the same request again within the block is answered
 * without executing it, after the same validation and limits; a new block, a transaction sent through us or a
 * silent node misses.
 */
export class GraphqlExecutor {
  private readonly prepared = new Map<string, Prepared>();
  private readonly answers = new Map<string, { block: number; result: FormattedExecutionResult }>();
  private nextAnswersId = 1;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly services: ApiServices,
    private readonly limits: QueryLimits,
    private readonly perBlockFields: ReadonlySet<string> = new Set(),
  ) {
    for (const coordinate of perBlockFields) {
      const [typeName = '', fieldName = ''] = coordinate.split('.');
      const type = schema.getType(typeName);
      if (!(type instanceof GraphQLObjectType) || type.getFields()[fieldName] === undefined)
        throw new Error(`per-block field ${coordinate} is not in the schema`);
    }
  }

  /** A new request's budget: every operation of one batch draws on the same one. */
  budget(): RequestBudget {
    return { simulatedCalls: this.limits.maxSimulatedCalls, approvalLists: this.limits.maxApprovalLists };
  }

  async run(
    body: unknown,
    signal: AbortSignal,
    budget: RequestBudget = this.budget(),
  ): Promise<FormattedExecutionResult> {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return this.fail('request body must be a JSON object', 'INVALID_QUERY');
    const { query, operationName, variables } = body as Record<string, unknown>;
    if (typeof query !== 'string' || query.trim() === '')
      return this.fail('request must contain a "query" string', 'INVALID_QUERY');
    if (query.length > this.limits.maxQueryLength)
      return this.fail(`query is longer than ${this.limits.maxQueryLength} characters`, 'LIMIT_EXCEEDED');
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
      return this.fail('"operationName" must be a string', 'INVALID_QUERY');
    }
    if (
      variables !== undefined &&
      variables !== null &&
      (typeof variables !== 'object' || Array.isArray(variables))
    ) {
      return this.fail('"variables" must be a JSON object', 'INVALID_QUERY');
    }
    const { document, errors, answersId } = this.prepare(query);
    if (document === undefined || errors.length > 0)
      return { errors: errors.map(({ error, code }) => formatError(error, this.services.log, code)) };
    const variableValues = (variables ?? {}) as Record<string, unknown>;
    const limits = checkLimits(
      this.schema,
      document,
      operationName ?? undefined,
      variableValues,
      this.limits,
    );
    if (limits.errors.length > 0)
      return { errors: limits.errors.map((e) => formatError(e, this.services.log, 'LIMIT_EXCEEDED')) };
    // Checked and spent before the first await, so the operations of a batch cannot all pass one check.
    if (limits.simulatedCalls > budget.simulatedCalls)
      return this.fail(
        `a request may simulate at most ${this.limits.maxSimulatedCalls} calls (fwalletSimulate over its batch and aliases)`,
        'LIMIT_EXCEEDED',
      );
    if (limits.approvalLists > budget.approvalLists)
      return this.fail(
        `a request may list approvals at most ${this.limits.maxApprovalLists} times (fwalletApprovals over its batch and aliases)`,
        'LIMIT_EXCEEDED',
      );
    budget.simulatedCalls -= limits.simulatedCalls;
    budget.approvalLists -= limits.approvalLists;
    const block = answersId === undefined ? undefined : this.services.heads.key();
    const answerKey =
      block === undefined
        ? undefined
        : `${answersId}\0${operationName ?? ''}\0${JSON.stringify(variableValues)}`;
    if (answerKey !== undefined) {
      const cached = this.answers.get(answerKey);
      if (cached !== undefined && cached.block === block) return cached.result;
    }
    const result: ExecutionResult = await execute({
      schema: this.schema,
      document,
      contextValue: { ...this.services, signal },
      variableValues,
      operationName: operationName ?? undefined,
    });
    const formatted: FormattedExecutionResult = {};
    if (result.errors !== undefined) {
      // Without data, execution stopped before any resolver: either no operation to run was found, or the
      // variables do not fit their declared types (a malformed address, a missing argument).
      const requestCode: ApiErrorCode =
        getOperationAST(document, operationName ?? undefined) === null ? 'INVALID_QUERY' : 'INVALID_ARGUMENT';
      formatted.errors = result.errors.map((e) =>
        formatError(
          e,
          this.services.log,
          result.data === undefined ? requestCode : e.path === undefined ? 'INVALID_QUERY' : 'INTERNAL',
        ),
      );
    }
    if (result.data !== undefined) formatted.data = result.data;
    // Only an answer read wholly within one block, without errors (a node that failed is asked again).
    if (
      answerKey !== undefined &&
      block !== undefined &&
      formatted.errors === undefined &&
      this.services.heads.key() === block
    ) {
      if (this.answers.size >= maxCachedAnswers) this.answers.clear();
      this.answers.set(answerKey, { block, result: formatted });
    }
    return formatted;
  }

  private prepare(query: string): Prepared {
    const cached = this.prepared.get(query);
    if (cached !== undefined) return cached;
    let prepared: Prepared;
    try {
      const document = parse(query, { maxTokens: this.limits.maxTokens });
      const values = new WeakSet<GraphQLError>();
      const errors = validate(this.schema, document, validationRules(values));
      prepared = {
        document,
        errors: errors.map((error) => ({
          error,
          code: values.has(error) ? 'INVALID_ARGUMENT' : 'INVALID_QUERY',
        })),
      };
      if (errors.length === 0 && selectsOnly(this.schema, document, this.perBlockFields))
        prepared.answersId = this.nextAnswersId++;
    } catch (error) {
      const parseError =
        error instanceof GraphQLError ? error : new GraphQLError('could not parse the query');
      const code = tooManyTokens.test(parseError.message) ? 'LIMIT_EXCEEDED' : 'INVALID_QUERY';
      prepared = { errors: [{ error: parseError, code }] };
    }
    if (this.prepared.size >= maxCachedDocuments) this.prepared.clear();
    this.prepared.set(query, prepared);
    return prepared;
  }

  private fail(message: string, code: ApiErrorCode): FormattedExecutionResult {
    return { errors: [{ message, extensions: { code } }] };
  }
}
