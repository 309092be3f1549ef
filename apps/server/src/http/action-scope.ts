import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/database.ts';
import type { AfterCommitTask } from './api-route.ts';

/**
 * Work that must be written with a request's action, in the action's own transaction, just before
 * it commits (the login-as attribution): a failed action rolls it back with everything else.
 */
export type ActionCommitTask = (tx: Tx, request: FastifyRequest) => Promise<void>;

interface ActionScope {
  request: FastifyRequest;
  tasks: readonly ActionCommitTask[];
  /** Whether the tasks were written in a transaction that committed (or is about to). */
  written: boolean;
  afterCommit: (task: AfterCommitTask) => void;
}

const store = new AsyncLocalStorage<ActionScope>();
const scopes = new WeakMap<FastifyRequest, ActionScope>();

declare module 'fastify' {
  interface FastifyInstance {
    /** The tasks every action request writes in its transaction (`addActionCommitTask`). */
    actionCommitTasks?: ActionCommitTask[];
  }
}

/** Registers a task written in every action's transaction (a request other than GET or HEAD). */
export function addActionCommitTask(app: FastifyInstance, task: ActionCommitTask): void {
  if (!app.hasDecorator('actionCommitTasks')) app.decorate('actionCommitTasks', []);
  app.actionCommitTasks!.push(task);
}

/** Runs a route's handler in its request's scope (`apiRoute` does, for every route). */
export function runInActionScope<T>(
  request: FastifyRequest,
  afterCommit: (task: AfterCommitTask) => void,
  run: () => Promise<T>,
): Promise<T> {
  const reads = request.method === 'GET' || request.method === 'HEAD';
  const tasks = reads ? [] : (request.server.actionCommitTasks ?? []);
  const scope: ActionScope = { request, tasks, written: false, afterCommit };
  scopes.set(request, scope);
  return store.run(scope, run);
}

/**
 * Whether the request's tasks were written in one of its transactions; false when the action ran
 * none (its writes, if any, went straight to the database) or every one rolled back.
 */
export function actionTasksWritten(request: FastifyRequest): boolean {
  return scopes.get(request)?.written ?? false;
}

/**
 * Runs `body` as the action's transaction: the request's tasks are written in it, once per
 * request, after `body` and before the commit. Outside a request it is a plain transaction.
 */
export async function actionTransaction<T>(db: Db, body: (tx: Tx) => Promise<T>): Promise<T> {
  const scope = store.getStore();
  if (!scope || scope.written || scope.tasks.length === 0) return db.transaction(body);
  let wrote = false;
  try {
    return await db.transaction(async (tx) => {
      const result = await body(tx);
      if (!scope.written) {
        for (const task of scope.tasks) await task(tx, scope.request);
        scope.written = true;
        wrote = true;
      }
      return result;
    });
  } catch (error) {
    if (wrote) scope.written = false;
    throw error;
  }
}

/**
 * Queues `task` for after the request's writes are committed (the route's `afterCommit`), for code
 * deep in a service that has no route context (a battle kind's outcome). Outside a request the task
 * is dropped: what it would tell live is also stored (a notification's row).
 */
export function afterActionCommit(task: AfterCommitTask): void {
  store.getStore()?.afterCommit(task);
}

/** The app serving the current request, or null outside one. */
export function actionApp(): FastifyInstance | null {
  return store.getStore()?.request.server ?? null;
}
