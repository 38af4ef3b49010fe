import { Checkbox, Input, NOT_SPOKEN_YET, Select, readApiError, toast } from '@ringbook/web-shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type FieldError, type Path } from 'react-hook-form';
import type { BusinessInfo } from '../../../lib/api/receptionist-status';
import { useReplaceNumber } from '../api/replace-number';
import { useSaveBusinessInfo } from '../api/save-business-info';
import {
  VOICE_OPTIONS,
  businessInfoSchema,
  languageChoices,
  notSpoken,
  toBusinessInfoPayload,
  toggleLanguage,
  updateDay,
  type BusinessInfoField,
} from '../utils/business-info';
import { showError } from '../../../lib/error-toast';
import { useRevealFirstInvalid } from '../../../hooks/use-reveal-first-invalid';
import { factsFromStatus } from '../utils/status';
import { stepGap } from '../utils/steps';
import { numberChoiceOffered } from '../utils/number-choice';
import { NumberChoice } from './number-choice';
import { OperatingHours } from '../../../components/operating-hours';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';
import { WizardNav } from './wizard-nav';

export function BusinessInfoStep({ status, headingRef, onBack, onNext }: StepProps) {
  const form = useForm<BusinessInfo>({
    resolver: zodResolver(businessInfoSchema),
    defaultValues: status.businessInfo,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const info = form.watch();
  const errors = form.formState.errors;
  const languagesError = errors.additionalLanguages?.message;
  // The week is keyed by day, so its error's type would read `message` as a day's: the message is the week's.
  const hoursError = (errors.operatingHours as FieldError | undefined)?.message;
  const [languages] = useState(() => languageChoices(status.businessInfo.additionalLanguages));
  const saving = useSaveBusinessInfo();
  const revealFirstInvalid = useRevealFirstInvalid();
  const [newNumber, setNewNumber] = useState(false);
  const replacing = useReplaceNumber();
  const languagesErrorId = useId();
  const hoursErrorId = useId();
  const gap = stepGap('business_info', { ...factsFromStatus(status), location: info.location, city: info.city });

  const text = (name: BusinessInfoField) => ({ ...form.register(name), error: errors[name]?.message });

  const saveAndContinue = form.handleSubmit((values) => {
    const payload = toBusinessInfoPayload(values);
    saving.mutate(payload, {
      onSuccess: () => {
        toast({ title: 'Business info saved!' });
        if (newNumber && numberChoiceOffered(status, payload.areaCode)) {
          replacing.mutate(payload.areaCode, { onError: (error) => showError(error, 'Failed to get a new number') });
        }
        onNext();
      },
      onError: (error) => {
        for (const [name, message] of Object.entries(readApiError(error).fields ?? {})) {
          form.setError(name as Path<BusinessInfo>, { type: 'server', message });
        }
        revealFirstInvalid();
        showError(error, 'Failed to save business info');
      },
    });
  });

  return (
    <StepFrame
      title="Business info"
      description="Where your salon is, who answers, and when you're open."
      headingRef={headingRef}
      nav={
        <WizardNav step="business_info" gap={gap} onBack={onBack} onNext={saveAndContinue} busy={saving.isPending} />
      }
    >
      <div className="grid grid-cols-2 gap-4">
        <div className="col-span-2">
          <Input label="Location (street address)" autoComplete="street-address" required {...text('location')} />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <Input label="City" autoComplete="address-level2" required {...text('city')} />
        </div>
        <Input label="State" autoComplete="address-level1" {...text('state')} />
        <Input label="ZIP code" autoComplete="postal-code" inputMode="numeric" {...text('zipCode')} />
        <div className="col-span-2 sm:col-span-1">
          <Input
            label="Preferred area code"
            inputMode="numeric"
            maxLength={3}
            placeholder="800"
            hint="For your receptionist's phone number. Left blank, a toll-free 800 number."
            {...text('areaCode')}
          />
        </div>
      </div>
      <NumberChoice status={status} areaCode={info.areaCode} newNumber={newNumber} onChange={setNewNumber} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="AI receptionist's name" {...text('aiName')} />
        <Select
          label="Voice"
          options={VOICE_OPTIONS}
          {...form.register('voiceId')}
        />
      </div>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={languagesError ? languagesErrorId : undefined}
      >
        <legend className="mb-1 text-sm font-semibold text-foreground">Additional languages</legend>
        <p className="mb-2 text-sm text-muted-foreground">
          Your receptionist always speaks English, and answers callers in any language you turn on here.
        </p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {languages.map((language) => {
            const unspoken = notSpoken(status.businessInfo, language);
            return (
              <Checkbox
                key={language}
                label={language}
                description={unspoken ? NOT_SPOKEN_YET : undefined}
                className={unspoken ? 'col-span-2 sm:col-span-3' : undefined}
                checked={info.additionalLanguages.some((item) => item.toLowerCase() === language.toLowerCase())}
                onChange={(e) =>
                  form.setValue(
                    'additionalLanguages',
                    toggleLanguage(form.getValues('additionalLanguages'), language, e.target.checked),
                  )
                }
              />
            );
          })}
        </div>
        {languagesError && (
          <p id={languagesErrorId} className="text-sm font-medium text-destructive">
            {languagesError}
          </p>
        )}
      </fieldset>
      <OperatingHours
        hours={info.operatingHours}
        onChange={(day, change) =>
          form.setValue('operatingHours', updateDay(form.getValues('operatingHours'), day, change))
        }
        describedBy={hoursError ? hoursErrorId : undefined}
      />
      {hoursError && (
        <p id={hoursErrorId} className="text-sm font-medium text-destructive">
          {hoursError}
        </p>
      )}
    </StepFrame>
  );
}
