import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { validateSample } from '../lib/validateSample';
import type { Finding } from '../../journey/src/checks/checkTypes';
import { invalidJsonMessage } from '../../journey/src/checks/invalidJson';
import type { JourneyReading } from './journeyReader';
import { EditRefused, formatJson, saveEdit } from './saveEdit';

const sampleName = /^[a-z0-9][a-z0-9-]{0,60}$/;

/** The personas of journey/samples, by name (the file name without .json). */
export function readSamples(journeyDir: string): { name: string; sample: unknown; problem?: string }[] {
  const dir = join(journeyDir, 'samples');
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((file) => {
    const name = file.slice(0, -'.json'.length);
    const text = readFileSync(join(dir, file), 'utf8');
    try {
      return { name, sample: JSON.parse(text) };
    } catch (error) {
      return { name, sample: {}, problem: invalidJsonMessage(text, error) };
    }
  });
}

/**
 * The studio's API under /studio/api: the journey as listed (outline and findings, read afresh
 * from disk on every call), the personas, and saving a change made in the studio's form.
 */
export function studioApi(
  journeyDir: string,
  journey: { read: () => Promise<JourneyReading>; findings: () => Promise<Finding[]> },
): express.Router {
  const api = express.Router();
  api.use(express.json({ limit: '1mb' }));
  api.get('/journey', async (_req, res) => {
    res.json(await journey.read());
  });
  api.get('/findings', async (_req, res) => {
    res.json({ findings: await journey.findings() });
  });
  api.get('/samples', (_req, res) => {
    res.json({ samples: readSamples(journeyDir) });
  });
  api.put('/samples/:name', async (req, res) => {
    const name = String(req.params.name);
    if (!sampleName.test(name))
      throw new EditRefused('a persona is named with lower-case letters, digits and -');
    const problems = validateSample(req.body);
    if (problems.length > 0) throw new EditRefused(`the persona is not a proposal: ${problems.join('; ')}`);
    const path = join(journeyDir, 'samples', `${name}.json`);
    mkdirSync(join(journeyDir, 'samples'), { recursive: true });
    writeFileSync(path, await formatJson(req.body));
    res.json({ saved: `samples/${name}.json` });
  });
  api.post('/edit', async (req, res) => {
    await saveEdit(journeyDir, req.body);
    res.json({ saved: (req.body as { file: string }).file });
  });
  api.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof EditRefused) res.status(error.status).json({ error: error.message });
    else res.status(500).json({ error: error instanceof Error ? error.message : String(error) });
  });
  return api;
}
