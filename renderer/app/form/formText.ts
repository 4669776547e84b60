import formJson from '../../../journey/content/form.json';
import type { EngineText } from '../../engine/form/EngineText';

/** The form's copy (journey/content/form.json). */
export const formText = formJson;
export const engineText: EngineText = formJson.engine;
