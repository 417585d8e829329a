import {
  BUSINESS_DATE_END_OPTIONS,
  guestCountModesFor,
  type TStoreOptionsSections,
  type TUpdateStoreOptionsRequest,
} from '@mp/contracts/store-options';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  OptionSelect,
  OptionsSection,
  OptionSwitch,
  OptionText,
  type TStoreOptionsControl,
} from './store-options-fields';

type TProps = {
  control: TStoreOptionsControl;
  disabled: boolean;
  sections: TStoreOptionsSections;
  onToggle: () => void;
};

/**
 * Spec 3 §2.4's other parts: service and gratuity, breaks, online order handling, product count, the business-date end
 * time, modifier behaviours, PUC lockers and hold-and-release timers. What shows follows spec 3 §6: the service type
 * chooses the guest count modes and the chit header, the flags their parts.
 */
export function StoreSettingsSections({ control, disabled, sections, onToggle }: TProps) {
  const { t } = useTranslation();
  const values = useWatch({ control }) as Partial<TUpdateStoreOptionsRequest>;
  const quick = values.IsQuickService === true;
  const guestCountOptions = guestCountModesFor(quick).map((value) => ({
    value,
    label: t(`storeOptions.guestCountModes.${value}`),
  }));
  const p = { control, disabled };

  return (
    <>
      <OptionsSection title={t('storeOptions.sections.service')}>
        <OptionSwitch {...p} name="IsQuickService" onToggle={onToggle} />
        <OptionSelect {...p} name="GuestCountMode" options={guestCountOptions} />
        {quick && <OptionSwitch {...p} name="IsDineInChitHeaderEnabled" />}
      </OptionsSection>
      <OptionsSection title={t('storeOptions.sections.gratuity')}>
        <OptionSwitch {...p} name="IsGratuityEnabled" />
        <OptionSwitch {...p} name="SubtractTipAndGratuityInFinancialShifts" />
      </OptionsSection>
      {sections.breaks && (
        <OptionsSection title={t('storeOptions.sections.breaks')}>
          <OptionSwitch {...p} name="IsBreaksEnabled" />
          <OptionText {...p} name="MinimumBreakMinutes" numeric hint={t('storeOptions.hints.breakMinutes')} />
        </OptionsSection>
      )}
      <OptionsSection title={t('storeOptions.sections.orderHandling')}>
        <OptionSwitch {...p} name="IsUsingOrders" />
        <OptionSwitch {...p} name="AutoClosePrepaidOrders" />
        <OptionSwitch {...p} name="ImmediatelyPrintAllOrders" />
        <OptionSwitch {...p} name="IsOnlineOrderCustomerReceiptDisabled" />
        <OptionText {...p} name="OrderDownloadThresholdTakeout" numeric hint={t('storeOptions.hints.threshold')} />
        {sections.delivery && (
          <OptionText {...p} name="OrderDownloadThresholdDelivery" numeric hint={t('storeOptions.hints.threshold')} />
        )}
        <OptionSwitch {...p} name="DownloadLaborScheduleToPos" />
      </OptionsSection>
      {sections.productCount && (
        <OptionsSection title={t('storeOptions.sections.productCount')}>
          <OptionSwitch {...p} name="IsVenueProductCountEnabled" onToggle={onToggle} />
          <OptionText {...p} name="ProductCountUrl" disabled={disabled || values.IsVenueProductCountEnabled !== true} />
        </OptionsSection>
      )}
      {sections.businessDateEnd && (
        <OptionsSection title={t('storeOptions.sections.businessDateEnd')}>
          <OptionSelect {...p} name="BusinessDataThreshold" options={BUSINESS_DATE_END_OPTIONS} />
        </OptionsSection>
      )}
      <OptionsSection title={t('storeOptions.sections.modifiers')}>
        <OptionSwitch {...p} name="IsAutoSortRequiredModifiersEnabled" />
        <OptionSwitch {...p} name="IsViewOptionalModifierGroupsClosedEnabled" />
        <OptionSwitch {...p} name="IsAutoCloseMinimumRequiredGroupsEnabled" />
        <OptionSwitch {...p} name="IsIncludeDefaultModifierOnKDSAndKitchenChitsEnabled" />
      </OptionsSection>
      {sections.puc && (
        <OptionsSection title={t('storeOptions.sections.puc')}>
          <OptionSwitch {...p} name="IsPucOrderEnabled" onToggle={onToggle} />
          <OptionText {...p} name="PucStoreId" numeric disabled={disabled || values.IsPucOrderEnabled !== true} />
          <OptionText {...p} name="PucOrgId" numeric disabled={disabled || values.IsPucOrderEnabled !== true} />
        </OptionsSection>
      )}
      {sections.holdAndRelease && (
        <OptionsSection title={t('storeOptions.sections.holdAndRelease')}>
          <OptionSwitch {...p} name="IsHoldandReleaseTimersEnabled" />
        </OptionsSection>
      )}
    </>
  );
}
