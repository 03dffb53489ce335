export { checkEdgarHtml, type EdgarRule, type EdgarViolation, edgarFileNameProblem } from './check-edgar-html.ts';
export { edgarLog } from './edgar-log.ts';
export { type EdgarFile, type EdgarHtml, edgarBaseName, toEdgarHtml } from './to-edgar-html.ts';
