export { BrandMark, type BrandMarkProps } from './brand-mark.tsx';
export { type BrandMarkData, brandMarks } from './marks.ts';
