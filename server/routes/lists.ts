import { Router } from 'express';
import type { ReferenceList } from '../../schemas/generated/index';
import { notFound } from '../httpError';
import { apiMessage } from '../apiMessages';

/**
 * `GET /api/list` answers `{ "lists": [ { "name": "insurer.person_title", "options": [...] } ] }`,
 * every list of the journey; `GET /api/list/insurer.person_title` answers that one list object.
 * The lists change only with a deployment, so the bodies are serialised once.
 */
export function listRoutes(lists: ReferenceList[]): Router {
  const router = Router();
  const all = JSON.stringify({ lists });
  const byName = new Map(lists.map((list) => [list.name, JSON.stringify(list)]));
  const cache = 'public, max-age=300';

  router.get('/api/list', (_req, res) => {
    res.type('application/json').setHeader('Cache-Control', cache).send(all);
  });

  router.get('/api/list/:name', (req, res) => {
    const body = byName.get(String(req.params.name));
    if (!body) throw notFound(apiMessage('noSuchList', { name: String(req.params.name).slice(0, 60) }));
    res.type('application/json').setHeader('Cache-Control', cache).send(body);
  });

  return router;
}
