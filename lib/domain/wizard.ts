import { toCents } from './money';

/**
 * The notebook wizard (/wizard): its questions, the answers as they travel in the URL, and the
 * scoring that ranks real notebooks by their attributes and price. Pure: no I/O, no texts (the
 * UI translates question, option and reason keys).
 */

export const wizardQuestions = {
  uso: ['estudos', 'trabalho', 'jogos', 'criacao'],
  orcamento: ['ate-4000', '4000-6000', '6000-9000', 'acima-9000'],
  tela: ['ate-14', '15', '16-ou-mais', 'tanto-faz'],
  portabilidade: ['todo-dia', 'as-vezes', 'fica-na-mesa'],
} as const;

export type WizardQuestion = keyof typeof wizardQuestions;
export const questionOrder = Object.keys(wizardQuestions) as WizardQuestion[];
export type WizardAnswers = { [Q in WizardQuestion]?: (typeof wizardQuestions)[Q][number] };
export type CompleteAnswers = Required<WizardAnswers>;
export type Budget = CompleteAnswers['orcamento'];

/** Budget ranges in cents; `max: null` is open-ended. */
export const budgets: Record<Budget, { min: number; max: number | null }> = {
  'ate-4000': { min: 0, max: 400_000 },
  '4000-6000': { min: 400_000, max: 600_000 },
  '6000-9000': { min: 600_000, max: 900_000 },
  'acima-9000': { min: 900_000, max: null },
};

type Query = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Answers from the URL; unknown or repeated junk values are dropped, never an error. */
export function parseAnswers(query: Query): WizardAnswers {
  const answers: Record<string, string> = {};
  for (const q of questionOrder) {
    const value = first(query[q]);
    if (value && (wizardQuestions[q] as readonly string[]).includes(value)) answers[q] = value;
  }
  return answers as WizardAnswers;
}

export function isComplete(answers: WizardAnswers): answers is CompleteAnswers {
  return questionOrder.every((q) => answers[q] !== undefined);
}

/**
 * Which screen to show: question 1..4, or the results. `passo` may go back to any answered
 * question, never past the first unanswered one; without it, a complete set shows the results.
 */
export function currentStep(answers: WizardAnswers, passo: string | string[] | undefined) {
  const firstOpen = questionOrder.findIndex((q) => answers[q] === undefined);
  const requested = Number(first(passo));
  const reachable = firstOpen === -1 ? questionOrder.length : firstOpen + 1;
  if (Number.isInteger(requested) && requested >= 1) {
    return Math.min(requested, reachable);
  }
  return firstOpen === -1 ? 'results' : firstOpen + 1;
}

/** URL query of a set of answers (in question order), plus extra parameters such as `passo`. */
export function answersQuery(answers: WizardAnswers, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const q of questionOrder) if (answers[q]) params.set(q, answers[q]);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return params.toString();
}

// ---------------------------------------------------------------------------------------------
// Specs read from catalog attributes (labels such as 'Intel Core i7', '16 GB', '1 TB SSD').

export type WizardCandidate = {
  finalPrice: number;
  saleable: boolean;
  stock: number;
  attributes: { code: string; optionLabel: string | null; text: string | null }[];
};

export type Specs = {
  cpu: string | null;
  /** 0 unknown or entry level, 1 i5/Ryzen 5, 2 i7/Ryzen 7, 3 i9/Ryzen 9. */
  cpuTier: number;
  memory: string | null;
  memoryGb: number;
  storage: string | null;
  storageGb: number;
  gpu: string | null;
  /** 0 integrated, 1 (xx50) to 5 (xx90) for dedicated cards. */
  gpuTier: number;
  screen: string | null;
  screenInches: number | null;
};

const label = (c: WizardCandidate, code: string) => {
  const a = c.attributes.find((x) => x.code === code);
  return a?.optionLabel ?? a?.text ?? null;
};

export function readSpecs(c: WizardCandidate): Specs {
  const cpu = label(c, 'processador');
  const memory = label(c, 'memoria');
  const storage = label(c, 'armazenamento');
  const gpu = label(c, 'placa_de_video');
  const screen = label(c, 'tela');
  const cpuClass = Number(/(?:\bi|Ryzen\s*|Ultra\s*)([3579])\b/i.exec(cpu ?? '')?.[1] ?? 0);
  const disk = /(\d+(?:[.,]\d+)?)\s*(TB|GB)/i.exec(storage ?? '');
  const model = Number(/(?:RTX|GTX|RX|Arc)\s*[A-Z]?(\d{3,4})/i.exec(gpu ?? '')?.[1] ?? NaN);
  const dedicated = gpu !== null && !/integrad|integrated/i.test(gpu);
  const inches = /(\d+(?:[.,]\d+)?)/.exec(screen ?? '')?.[1];
  return {
    cpu,
    cpuTier: cpuClass >= 3 ? (cpuClass - 3) / 2 : 0,
    memory,
    memoryGb: Number(/(\d+)\s*GB/i.exec(memory ?? '')?.[1] ?? 0),
    storage,
    storageGb: disk
      ? Number(disk[1]!.replace(',', '.')) * (disk[2]!.toUpperCase() === 'TB' ? 1024 : 1)
      : 0,
    gpu,
    gpuTier: !dedicated
      ? 0
      : Number.isNaN(model)
        ? 1
        : Math.max(1, Math.min(5, Math.floor((model % 100) / 10) - 4)),
    screen,
    screenInches: inches ? Number(inches.replace(',', '.')) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Scoring

export type ReasonKey =
  | 'budget'
  | 'belowBudget'
  | 'value'
  | 'gpuGames'
  | 'gpuCreation'
  | 'cpu'
  | 'memory'
  | 'storage'
  | 'screen'
  | 'portable'
  | 'bigScreen';
export type Reason = { key: ReasonKey; values: Record<string, string> };
export type Recommendation<T> = { product: T; score: number; reasons: Reason[] };

/** Reasons shown per card: the strongest few. */
export const REASONS_SHOWN = 3;
export const RESULTS_SHOWN = 6;

type Points = { points: number; reason?: Reason };
const r = (key: ReasonKey, values: Record<string, string> = {}): Reason => ({ key, values });

/** What the use asks of the hardware; a gaming notebook without a graphics card does not fit. */
function purposePoints(use: CompleteAnswers['uso'], s: Specs, cents: number, max: number | null) {
  const parts: Points[] = [];
  const memory = s.memory ? r('memory', { memory: s.memory }) : undefined;
  const cpu = s.cpu ? r('cpu', { cpu: s.cpu }) : undefined;
  switch (use) {
    case 'jogos':
      if (s.gpuTier === 0) return null;
      parts.push({ points: s.gpuTier * 15, reason: r('gpuGames', { gpu: s.gpu ?? '' }) });
      parts.push({ points: s.cpuTier * 5, reason: cpu });
      parts.push({ points: s.memoryGb >= 32 ? 12 : s.memoryGb >= 16 ? 8 : 0, reason: memory });
      break;
    case 'criacao':
      parts.push({
        points: s.memoryGb >= 64 ? 25 : s.memoryGb >= 32 ? 20 : s.memoryGb >= 16 ? 10 : 0,
        reason: memory,
      });
      parts.push({ points: s.cpuTier * 8, reason: cpu });
      parts.push({
        points: s.storageGb >= 1024 ? 10 : 0,
        reason: s.storage ? r('storage', { storage: s.storage }) : undefined,
      });
      if (s.gpuTier > 0)
        parts.push({ points: s.gpuTier * 5, reason: r('gpuCreation', { gpu: s.gpu ?? '' }) });
      break;
    case 'trabalho':
      parts.push({ points: s.cpuTier * 8, reason: cpu });
      parts.push({ points: s.memoryGb >= 16 ? 12 : 0, reason: memory });
      parts.push({
        points: s.storageGb >= 512 ? 6 : 0,
        reason: s.storage ? r('storage', { storage: s.storage }) : undefined,
      });
      break;
    case 'estudos': {
      // Studying needs little power: the cheaper within the budget, the better.
      const ceiling = max ?? Math.max(cents, 1);
      parts.push({ points: Math.round((1 - cents / ceiling) * 15) + 5, reason: r('value') });
      parts.push({ points: s.memoryGb >= 8 ? 5 : 0, reason: memory });
      break;
    }
  }
  return parts;
}

function screenPoints(tela: CompleteAnswers['tela'], s: Specs): Points {
  const inches = s.screenInches;
  if (tela === 'tanto-faz' || inches === null) return { points: 0 };
  const fits =
    tela === 'ate-14' ? inches <= 14.5 : tela === '15' ? inches >= 15 && inches < 16 : inches >= 16;
  return fits
    ? { points: 15, reason: r('screen', { screen: s.screen ?? '' }) }
    : { points: tela === '15' ? -5 : -10 };
}

function carryPoints(carry: CompleteAnswers['portabilidade'], s: Specs): Points {
  const inches = s.screenInches ?? 15.6;
  const screen = s.screen ?? '';
  switch (carry) {
    case 'todo-dia':
      if (inches <= 14.5) return { points: 12, reason: r('portable') };
      // Big screens and strong graphics cards weigh more in a backpack.
      return { points: (inches >= 16 ? -12 : 0) - (s.gpuTier >= 2 ? 5 : 0) };
    case 'as-vezes':
      return { points: inches <= 15.6 ? 5 : 0 };
    case 'fica-na-mesa':
      return inches >= 16 ? { points: 8, reason: r('bigScreen', { screen }) } : { points: 0 };
  }
}

/** Score of one notebook for a set of answers, or null when it does not fit at all (over the
 * budget, unavailable, or unable to do what it is for). */
export function scoreNotebook(
  c: WizardCandidate,
  answers: CompleteAnswers,
): { score: number; reasons: Reason[] } | null {
  const cents = toCents(c.finalPrice);
  const { min, max } = budgets[answers.orcamento];
  if ((max !== null && cents > max) || !c.saleable || c.stock <= 0) return null;
  const specs = readSpecs(c);
  const use = purposePoints(answers.uso, specs, cents, max);
  if (!use) return null;
  const parts: Points[] = [
    cents >= min ? { points: 20, reason: r('budget') } : { points: 8, reason: r('belowBudget') },
    ...use,
    screenPoints(answers.tela, specs),
    carryPoints(answers.portabilidade, specs),
  ];
  const score = parts.reduce((sum, p) => sum + p.points, 0);
  const reasons = parts
    .filter((p): p is Required<Points> => p.reason !== undefined && p.points > 0)
    .sort((a, b) => b.points - a.points)
    .slice(0, REASONS_SHOWN)
    .map((p) => p.reason);
  return { score, reasons };
}

/** The best notebooks for the answers, best first; ties go to the lower price. */
export function rankNotebooks<T extends WizardCandidate & { name: string }>(
  candidates: T[],
  answers: CompleteAnswers,
  limit = RESULTS_SHOWN,
): Recommendation<T>[] {
  return candidates
    .flatMap((product) => {
      const scored = scoreNotebook(product, answers);
      return scored ? [{ product, ...scored }] : [];
    })
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.product.finalPrice - b.product.finalPrice ||
        a.product.name.localeCompare(b.product.name),
    )
    .slice(0, limit);
}
