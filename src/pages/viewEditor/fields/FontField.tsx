// Font of a block (editor.md §3 Font, §5 font size 1–256, §7 fonts calls): the searchable family picker, the
// variant select of GET /font?family= (weight, style and the studio URL of its file) and the size.
import { useId, useRef } from 'react';
import type { FontDetail, FontSummary } from '../../../../contracts/fonts';
import type { Font } from '../../../../engine/model/view/blockStyle';
import { useApi } from '../../../api/ApiContext';
import { fontKeys, useFontDetail } from '../../../api/fontQueries';
import { FieldErrors } from '../../flow/nodeForms/inputs/FieldErrors';
import { NumberField } from '../../flow/nodeForms/inputs/NumberField';
import type { ErrorsAt } from './fieldProps';
import { STYLE_RANGES } from './styleRanges';
import { FontFamilyPicker } from './FontFamilyPicker';
import { genericFallback, nearestVariant, parseVariantKey, variantKey, variantLabel } from './fontVariants';

export interface FontFieldProps {
  label: string;
  value: Font;
  onChange(font: Font): void;
  disabled?: boolean;
  testId?: string;
  /** The schema's problems inside the font (the view editor's form); without it the size is checked here. */
  errorsAt?: ErrorsAt;
}

/** The size range of the schema (§5 font size), shown and checked here when no schema problems are given. */
const { min: FONT_SIZE_MIN, max: FONT_SIZE_MAX } = STYLE_RANGES['font-size-range'];

export function FontField({ label, value, onChange, disabled, testId = 'font-field', errorsAt }: FontFieldProps) {
  const api = useApi();
  const variantId = useId();
  const detail = useFontDetail(value.family);
  const variants = detail.data?.variants ?? [];
  const current = variantKey(value);
  const known = variants.some((variant) => variantKey(variant) === current);

  const latest = useRef(value);
  latest.current = value;
  /**
   * The family applies at once, with its nearest variant (from the search result); the variant's file URL follows
   * when GET /font answers, onto whatever the font is by then (a variant or size picked meanwhile is kept; another
   * family picked meanwhile wins). The URL stays null when the lookup fails.
   */
  const pickFamily = async (font: FontSummary) => {
    const variant = nearestVariant(font.variants, value) ?? { weight: 400, style: 'normal' as const };
    onChange({ ...value, family: font.family, category: font.category, weight: variant.weight, style: variant.style, url: null });
    let detail: FontDetail;
    try {
      detail = await api.get<FontDetail>(fontKeys.font(font.family));
    } catch {
      return; // Not shown (editor.md §8): the family stays set without a file URL.
    }
    const now = latest.current;
    if (now.family !== font.family) return;
    const file = detail.variants.find((each) => each.weight === now.weight && each.style === now.style);
    if (file && (file.url ?? null) !== now.url) onChange({ ...now, url: file.url ?? null });
  };

  const sizeError = errorsAt ? errorsAt('size') : !(value.size >= FONT_SIZE_MIN && value.size <= FONT_SIZE_MAX) ? `Font size is ${FONT_SIZE_MIN} to ${FONT_SIZE_MAX}.` : undefined;
  const otherErrors = errorsAt ? (['family', 'category', 'weight', 'style', 'url'] as const).map((field) => errorsAt(field)) : [];

  return (
    <fieldset className="font-field" data-testid={testId} disabled={disabled}>
      <legend className="font-field__legend">{label}</legend>
      <FontFamilyPicker label="Family" family={value.family} onPick={(font) => void pickFamily(font)} disabled={disabled} testId={`${testId}-family`} />
      <div className="font-field__row">
        <div className="field">
          <label htmlFor={variantId} className="field__label">
            Variant
          </label>
          <select
            id={variantId}
            className="field__input"
            value={current}
            disabled={disabled}
            data-testid={`${testId}-variant`}
            onChange={(event) => {
              const picked = variants.find((variant) => variantKey(variant) === event.target.value);
              const { weight, style } = picked ?? parseVariantKey(event.target.value);
              onChange({ ...value, weight, style, url: picked?.url ?? null });
            }}
          >
            {known ? null : <option value={current}>{variantLabel(value)}</option>}
            {variants.map((variant) => (
              <option key={variantKey(variant)} value={variantKey(variant)}>
                {variantLabel(variant)}
              </option>
            ))}
          </select>
        </div>
        <NumberField
          label="Size"
          unit="px"
          value={value.size}
          min={FONT_SIZE_MIN}
          max={FONT_SIZE_MAX}
          disabled={disabled}
          testId={`${testId}-size`}
          error={sizeError}
          onChange={(size) => onChange({ ...value, size })}
        />
      </div>
      {detail.data && !detail.data.hosted ? (
        <p className="field__hint" data-testid={`${testId}-not-hosted`}>
          The studio does not host {detail.data.family}: visitors see a generic {genericFallback(detail.data.category)} font.
        </p>
      ) : null}
      <FieldErrors errors={otherErrors} testId={testId} />
    </fieldset>
  );
}
