import { Plus, Trash2 } from 'lucide-react';
import { PRICING_TYPES, type PricingType } from '@agency/contracts';
import { newPricing, type PricingDraft } from '../packageDraft';
import type { EditDraft } from './editing';
import { FieldError, fieldProps, groupProps, type FieldKit } from './fieldKit';
import styles from './PackageForm.module.css';

const isPricingType = (value: string): value is PricingType => (PRICING_TYPES as readonly string[]).includes(value);

/** The pricing rows: type (Premium, Deluxe, Luxury, Standard), price and the optional 'High Price'. */
export function PricingRows({ rows, kit, edit }: { rows: PricingDraft[]; kit: FieldKit; edit: EditDraft }) {
  return (
    <fieldset className={styles.group} {...groupProps(kit, 'pricing')}>
      <legend className={styles.legend}>Pricing</legend>
      <p className={styles.hint}>Per person, in whole rupees. The first option is the price the site shows.</p>
      <FieldError kit={kit} path="pricing" />
      {rows.map((row, index) => {
        const at = (field: string) => `pricing.${index}.${field}`;
        return (
          <div key={row.key} role="group" aria-label={`Pricing option ${index + 1}`} className={styles.pricingRow}>
            <div className={styles.field}>
              <label htmlFor={kit.idOf(at('type'))}>Type</label>
              <select
                {...fieldProps(kit, at('type'))}
                value={row.type}
                onChange={(event) => {
                  const value = event.target.value;
                  edit((draft) => void (draft.pricing[index].type = isPricingType(value) ? value : ''), at('type'));
                }}
              >
                <option value="">Select type</option>
                {PRICING_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
              <FieldError kit={kit} path={at('type')} />
            </div>
            <div className={styles.field}>
              <label htmlFor={kit.idOf(at('price'))}>Price (INR)</label>
              <input
                {...fieldProps(kit, at('price'))}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={row.price}
                onChange={(event) => edit((draft) => void (draft.pricing[index].price = event.target.value), at('price'))}
              />
              <FieldError kit={kit} path={at('price')} />
            </div>
            <div className={styles.field}>
              <label htmlFor={kit.idOf(at('valueOfferPrice'))}>High Price (INR, optional)</label>
              <input
                {...fieldProps(kit, at('valueOfferPrice'))}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={row.valueOfferPrice}
                onChange={(event) => edit((draft) => void (draft.pricing[index].valueOfferPrice = event.target.value), at('valueOfferPrice'))}
              />
              <FieldError kit={kit} path={at('valueOfferPrice')} />
            </div>
            <button
              type="button"
              className={styles.removeButton}
              aria-label={`Remove pricing option ${index + 1}`}
              onClick={() => edit((draft) => void draft.pricing.splice(index, 1), 'pricing')}
            >
              <Trash2 size={18} aria-hidden="true" />
            </button>
          </div>
        );
      })}
      <button type="button" className={styles.addButton} onClick={() => edit((draft) => void draft.pricing.push(newPricing()), 'pricing')}>
        <Plus size={18} aria-hidden="true" />
        Add pricing option
      </button>
    </fieldset>
  );
}
