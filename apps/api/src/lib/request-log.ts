import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type Write = (...args: unknown[]) => void;
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

const RANK: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/**
 * A request's logger that becomes the parent's child, with the request's bindings, on its first line. Fastify makes
 * that child for every request; at `LOG_LEVEL=warn` nearly every request writes nothing, and making the child cost
 * about 0.2 µs of a small answer's 30 (docs/BENCHMARKS.md, thirty-second round). Lines come out as the child's
 * would: the same bindings, the same level (the parent's, until this one's is set).
 */
class RequestLog implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;

  constructor(parent: FastifyBaseLogger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #made(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings);
    return this.#child;
  }

  #write(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', args: unknown[]) {
    // A level the parent does not write is not written by a child that kept its level ('silent' ranks above all).
    if (this.#child === undefined && RANK[level]! < (RANK[this.#parent.level] ?? Number.POSITIVE_INFINITY)) return;
    const log = this.#made();
    (log[level] as Write).apply(log, args);
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}

  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.#made().child(...args);
  }
}

const hasNoOptions = (options: object) => {
  for (const _ in options) return false;
  return true;
};

/** Fastify's factory for each request's logger: a child made on its first line, unless the route sets options. */
export const requestLogFactory: ChildLoggerFactory = (logger, bindings, options) =>
  hasNoOptions(options) ? new RequestLog(logger, bindings) : logger.child(bindings, options);
