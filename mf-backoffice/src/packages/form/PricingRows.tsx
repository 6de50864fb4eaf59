import { PRICING_TYPES } from '@agency/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import kitCss from '../../kit/kit.module.css';
import { newPricing } from '../packageDraft';
import { FieldError, groupProps } from './fieldKit';
import styles from './PackageForm.module.css';
import type { PackageFormState } from './packageFields';

/** The pricing rows: type (Premium, Deluxe, Luxury, Standard), price and the optional 'High Price'. */
export function PricingRows({ state }: { state: PackageFormState }) {
  const { kit, field, changed } = state;
  const rows = useFieldArray({ control: state.form.control, name: 'pricing', keyName: 'fieldId' });
  return (
    <fieldset className={styles.group} {...groupProps(kit, 'pricing')}>
      <legend className={styles.legend}>Pricing</legend>
      <p className={kitCss.hint}>Per person, in whole rupees. The first option is the price the site shows.</p>
      <FieldError kit={kit} path="pricing" />
      {rows.fields.map((row, index) => {
        const at = (name: 'type' | 'price' | 'valueOfferPrice') => [`pricing.${index}.${name}`, `pricing.${index}.${name}`] as const;
        return (
          <div key={row.fieldId} role="group" aria-label={`Pricing option ${index + 1}`} className={styles.pricingRow}>
            <div className={styles.field}>
              <label htmlFor={kit.idOf(at('type')[1])}>Type</label>
              <select {...field(...at('type'))}>
                <option value="">Select type</option>
                {PRICING_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
              <FieldError kit={kit} path={at('type')[1]} />
            </div>
            <div className={styles.field}>
              <label htmlFor={kit.idOf(at('price')[1])}>Price (INR)</label>
              <input {...field(...at('price'))} type="number" inputMode="numeric" min={1} step={1} />
              <FieldError kit={kit} path={at('price')[1]} />
            </div>
            <div className={styles.field}>
              <label htmlFor={kit.idOf(at('valueOfferPrice')[1])}>High Price (INR, optional)</label>
              <input {...field(...at('valueOfferPrice'))} type="number" inputMode="numeric" min={1} step={1} />
              <FieldError kit={kit} path={at('valueOfferPrice')[1]} />
            </div>
            <button
              type="button"
              className={styles.removeButton}
              aria-label={`Remove pricing option ${index + 1}`}
              onClick={() => {
                rows.remove(index);
                changed('pricing');
              }}
            >
              <Trash2 size={18} aria-hidden="true" />
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className={styles.addButton}
        onClick={() => {
          rows.append(newPricing(), { shouldFocus: false });
          changed('pricing');
        }}
      >
        <Plus size={18} aria-hidden="true" />
        Add pricing option
      </button>
    </fieldset>
  );
}
