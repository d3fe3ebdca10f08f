// GET /health: 200 while the database answers a trivial query, 503 otherwise — what a load
// balancer or supervisor needs to route around (or restart) an instance that lost its storage.
import express, { type Router } from 'express';

export function healthRoute(ping: () => Promise<boolean>): Router {
  const router = express.Router();
  router.get('/health', async (_req, res) => {
    const ok = await ping().catch(() => false);
    res.setHeader('Cache-Control', 'no-store');
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable' });
  });
  return router;
}
