'use client';

import { useTranslations } from 'next-intl';
import type { ConfigurableOption, ValueState } from '@/lib/product/configurable';

interface OptionPickerProps {
  option: ConfigurableOption;
  states: ValueState[];
  selected: string | undefined;
  onChoose: (valueUid: string) => void;
}

/**
 * One configurable option as a native radio group (arrow keys move between values). Colours with
 * swatch data show a swatch; values without stock stay choosable but are marked.
 */
export function OptionPicker({ option, states, selected, onChoose }: OptionPickerProps) {
  const t = useTranslations('Product');
  const name = `option-${option.attribute_code}`;
  const chosen = states.find((s) => s.value.uid === selected);
  return (
    <fieldset className="mt-6" data-testid={`option-${option.attribute_code}`}>
      <legend className="text-sm font-medium">
        {option.label}
        {chosen ? <span className="ml-2 font-normal text-stone">{chosen.value.label}</span> : null}
      </legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {states.map((state) => {
          const id = `${name}-${state.value.uid.replace(/[^A-Za-z0-9_-]/g, '')}`;
          const swatch = state.value.swatch?.startsWith('#') ? state.value.swatch : null;
          return (
            <div key={state.value.uid}>
              <input
                type="radio"
                id={id}
                name={name}
                value={state.value.uid}
                checked={selected === state.value.uid}
                disabled={!state.available}
                onChange={() => onChoose(state.value.uid)}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                className={`flex cursor-pointer items-center gap-2 border px-3 py-2 text-sm peer-checked:border-ink peer-checked:bg-linen peer-focus-visible:outline-2 peer-focus-visible:outline-bronze peer-disabled:cursor-not-allowed peer-disabled:opacity-40 ${state.saleable ? 'border-mist' : 'border-dashed border-mist text-stone'}`}
              >
                {swatch ? (
                  <span
                    aria-hidden="true"
                    className="h-4 w-4 rounded-full border border-mist"
                    style={{ backgroundColor: swatch }}
                  />
                ) : null}
                {state.value.label}
                {state.available && !state.saleable ? (
                  <span className="sr-only">, {t('outOfStock')}</span>
                ) : null}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
