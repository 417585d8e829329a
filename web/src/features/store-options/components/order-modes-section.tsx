import {
  NAMING_STRATEGIES,
  ROUTING_METHODS,
  type TOrderMode,
  type TStoreCharge,
  type TStoreOptionsSections,
  type TUpdateStoreOptionsRequest,
} from '@mp/contracts/store-options';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OptionSelect, OptionsSection, OptionSwitch, type TStoreOptionsControl } from './store-options-fields';

type TProps = {
  control: TStoreOptionsControl;
  disabled: boolean;
  charges: readonly TStoreCharge[];
  sections: TStoreOptionsSections;
  onToggle: () => void;
};

const NAMED_MODES = new Set<TOrderMode>(['Takeout', 'Delivery', 'Catering']);

/**
 * Spec 3 §2.4 "order modes" and "kitchen routing method per mode": dine-in always on; each other mode's switch, its
 * charge and naming strategy (drive-thru has none), the order mode prompt; the routing methods when KDS routing is
 * offered. A mode's own fields are disabled while it is off (the resets cleared them).
 */
export function OrderModesSection({ control, disabled, charges, sections, onToggle }: TProps) {
  const { t } = useTranslation();
  const values = useWatch({ control }) as Partial<TUpdateStoreOptionsRequest>;
  const modes = (['Takeout', 'Delivery', 'Catering', 'DriveThru'] as const).filter(
    (mode) => mode !== 'Delivery' || sections.delivery,
  );
  const isOn = (mode: TOrderMode) => values[`Is${mode}Enabled`] === true;
  const chargeOptions = [
    { value: 0, label: t('storeOptions.noCharge') },
    ...charges.map((c) => ({ value: c.ChargeId, label: c.Name })),
  ];
  const namingOptions = NAMING_STRATEGIES.map((value) => ({
    value,
    label: t(`storeOptions.namingStrategies.${value}`),
  }));
  const routingOptions = ROUTING_METHODS.map((value) => ({ value, label: t(`storeOptions.routingMethods.${value}`) }));

  return (
    <>
      <OptionsSection title={t('storeOptions.sections.orderModes')}>
        {/* Dine-in is always on (spec 3 §4). */}
        <FormControlLabel
          control={<Switch checked disabled />}
          label={t('storeOptions.fields.IsDineInEnabled')}
          sx={{ display: 'flex' }}
        />
        <OptionSelect control={control} name="DineInChargeId" disabled={disabled} options={chargeOptions} nullAs={0} />
        {modes.map((mode) => (
          <Box key={mode} sx={{ display: 'contents' }}>
            <OptionSwitch control={control} name={`Is${mode}Enabled`} disabled={disabled} onToggle={onToggle} />
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <OptionSelect
                control={control}
                name={`${mode}ChargeId`}
                disabled={disabled || !isOn(mode)}
                options={chargeOptions}
                nullAs={0}
              />
              {NAMED_MODES.has(mode) && (
                <OptionSelect
                  control={control}
                  name={`${mode as 'Takeout' | 'Delivery' | 'Catering'}OrderNamingStrategy`}
                  disabled={disabled || !isOn(mode)}
                  options={namingOptions}
                />
              )}
            </Box>
          </Box>
        ))}
        <OptionSwitch control={control} name="IsOrderModePromptEnabled" disabled={disabled || !modes.some(isOn)} />
      </OptionsSection>
      {sections.kitchenRouting && (
        <OptionsSection title={t('storeOptions.sections.kitchenRouting')}>
          <OptionSelect
            control={control}
            name="StoreKitchenRoutingMethods.ForDineIn"
            disabled={disabled}
            options={routingOptions}
          />
          {modes.map((mode) => (
            <OptionSelect
              key={mode}
              control={control}
              name={`StoreKitchenRoutingMethods.For${mode}`}
              disabled={disabled || !isOn(mode)}
              options={routingOptions}
            />
          ))}
        </OptionsSection>
      )}
    </>
  );
}
