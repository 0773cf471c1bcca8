import { useId } from 'react';

const TYPE_LABELS: Record<string, string> = {
  phone: 'Phones',
  tablet: 'Tablets',
  laptop: 'Laptops',
  watch: 'Watches',
};

interface FilterPanelProps {
  id: string;
  /** Below 768 px the panel is collapsible; from 768 px it always shows (docs/product.md#9-business-constants-and-limits). */
  open: boolean;
  brandChoices: string[];
  typeChoices: string[];
  brands: string[];
  types: string[];
  onToggleBrand: (brand: string) => void;
  onToggleType: (type: string) => void;
}

export function FilterPanel(props: FilterPanelProps) {
  const { id, open, brandChoices, typeChoices, brands, types, onToggleBrand, onToggleType } = props;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`${open ? 'block' : 'hidden'} rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:block`}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Filters
      </h2>
      <CheckboxGroup legend="Brand" choices={brandChoices} selected={brands} onToggle={onToggleBrand} />
      <CheckboxGroup
        legend="Device type"
        choices={typeChoices}
        selected={types}
        onToggle={onToggleType}
        labelFor={(type) => TYPE_LABELS[type] ?? type}
      />
    </section>
  );
}

interface CheckboxGroupProps {
  legend: string;
  choices: string[];
  selected: string[];
  onToggle: (value: string) => void;
  labelFor?: (value: string) => string;
}

function CheckboxGroup({ legend, choices, selected, onToggle, labelFor = (value) => value }: CheckboxGroupProps) {
  const baseId = useId();
  if (choices.length === 0) return null;
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold text-slate-700">{legend}</legend>
      <ul className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 md:grid-cols-1">
        {choices.map((choice, index) => (
          <li key={choice}>
            <label htmlFor={`${baseId}-${index}`} className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
              <input
                id={`${baseId}-${index}`}
                type="checkbox"
                checked={selected.includes(choice)}
                onChange={() => onToggle(choice)}
                className="size-4 accent-brand"
              />
              {labelFor(choice)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
