/**
 * Count-up schedules. Why-work counters go to the target in 60 steps of about 33 ms (spec 000 §4.5);
 * the about stats take 2000 ms in steps of about 16 ms (spec 001 §9). Each step shows the target's
 * share so far (the count-up rules' stepped animation), ending exactly on it.
 */
export interface CountUpTiming {
  steps: number
  stepMs: number
}

export const WHY_WORK_COUNT: CountUpTiming = { steps: 60, stepMs: 33 }
export const ABOUT_COUNT: CountUpTiming = { steps: Math.round(2000 / 16), stepMs: 16 }
