// Health for load balancers and supervisors:
// - GET /health/live: 200 while the process answers HTTP (restart it when this fails);
// - GET /health/ready: 200 only while storage is usable: the file the server opened is still the
//   one on disk, migrations are applied, a write is possible and the disk has room; 503 with the
//   problem's code otherwise (route around it; a lost or replaced file needs a restart); on
//   PostgreSQL: the database answers and every migration this release ships is applied;
// - GET /health: the same as ready.
// The answer names the problem, never the file's path; the path goes to the log, once per problem.
import express, { type Router } from 'express';
import type { StorageStatus } from '../db/repository.js';

export function healthRoutes(
  ready: () => StorageStatus | Promise<StorageStatus>,
  report: (status: StorageStatus) => void = () => {},
): Router {
  const router = express.Router();
  let last: StorageStatus = { ok: true };
  const readiness = async (): Promise<StorageStatus> => {
    let status: StorageStatus;
    try {
      status = await ready();
    } catch {
      status = { ok: false, problem: 'UNAVAILABLE', detail: 'the readiness check failed' };
    }
    if (!status.ok && (last.ok || last.problem !== status.problem)) report(status);
    last = status;
    return status;
  };
  const answerReady: express.RequestHandler = async (_req, res) => {
    const status = await readiness();
    res.setHeader('Cache-Control', 'no-store');
    if (status.ok) res.status(200).json({ status: 'ok' });
    else res.status(503).json({ status: 'unavailable', problem: status.problem });
  };
  router.get('/health/live', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json({ status: 'ok' });
  });
  router.get('/health/ready', answerReady);
  router.get('/health', answerReady);
  return router;
}
