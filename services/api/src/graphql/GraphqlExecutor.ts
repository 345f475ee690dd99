import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  type FormattedExecutionResult,
  GraphQLError,
  type GraphQLSchema,
  parse,
  validate,
} from 'graphql';
import type { ApiServices } from '../services/ApiServices.ts';
import { checkLimits } from './checkLimits.ts';
import { formatError } from './formatError.ts';
import type { QueryLimits } from './queryLimits.ts';

interface Prepared {
  document?: DocumentNode;
  errors: readonly GraphQLError[];
}

const maxCachedDocuments = 1000;

/**
 * Parses, validates, bounds and executes one GraphQL request body. Wallets send the same few queries over
 * and over, so parsed and validated documents are cached by their text.
 */
export class GraphqlExecutor {
  private readonly prepared = new Map<string, Prepared>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly services: ApiServices,
    private readonly limits: QueryLimits,
  ) {}

  async run(body: unknown, signal: AbortSignal): Promise<FormattedExecutionResult> {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return this.fail('request body must be a JSON object');
    const { query, operationName, variables } = body as Record<string, unknown>;
    if (typeof query !== 'string' || query.trim() === '')
      return this.fail('request must contain a "query" string');
    if (query.length > this.limits.maxQueryLength)
      return this.fail(`query is longer than ${this.limits.maxQueryLength} characters`);
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
      return this.fail('"operationName" must be a string');
    }
    if (
      variables !== undefined &&
      variables !== null &&
      (typeof variables !== 'object' || Array.isArray(variables))
    ) {
      return this.fail('"variables" must be a JSON object');
    }
    const { document, errors } = this.prepare(query);
    if (document === undefined || errors.length > 0)
      return { errors: errors.map((e) => formatError(e, this.services.log)) };
    const variableValues = (variables ?? {}) as Record<string, unknown>;
    const limitErrors = checkLimits(
      this.schema,
      document,
      operationName ?? undefined,
      variableValues,
      this.limits,
    );
    if (limitErrors.length > 0) return { errors: limitErrors.map((e) => formatError(e, this.services.log)) };
    const result: ExecutionResult = await execute({
      schema: this.schema,
      document,
      contextValue: { ...this.services, signal },
      variableValues,
      operationName: operationName ?? undefined,
    });
    const formatted: FormattedExecutionResult = {};
    if (result.errors !== undefined)
      formatted.errors = result.errors.map((e) => formatError(e, this.services.log));
    if (result.data !== undefined) formatted.data = result.data;
    return formatted;
  }

  private prepare(query: string): Prepared {
    const cached = this.prepared.get(query);
    if (cached !== undefined) return cached;
    let prepared: Prepared;
    try {
      const document = parse(query, { maxTokens: this.limits.maxTokens });
      prepared = { document, errors: validate(this.schema, document) };
    } catch (error) {
      prepared = {
        errors: [error instanceof GraphQLError ? error : new GraphQLError('could not parse the query')],
      };
    }
    if (this.prepared.size >= maxCachedDocuments) this.prepared.clear();
    this.prepared.set(query, prepared);
    return prepared;
  }

  private fail(message: string): FormattedExecutionResult {
    return { errors: [{ message }] };
  }
}
