import { MultiSelect } from '@mantine/core';
import { useSpotModalities } from '../../schedules/api';

interface Titled {
  id: string;
  title: string;
}

export interface QueueModalitiesFieldProps {
  spotId: string;
  value: string[];
  onChange: (ids: string[]) => void;
  /** The entry's modalities now, offered even if no longer active. */
  current?: Titled[];
  disabled?: boolean;
}

/** The modalities the person waits for: the active ones of the activity's spot. */
export function QueueModalitiesField({
  spotId,
  value,
  onChange,
  current = [],
  disabled,
}: QueueModalitiesFieldProps) {
  const modalities = useSpotModalities(spotId);
  const offered = (modalities.data ?? []).filter((modality) => modality.isActive);
  const missing = current.filter((modality) => !offered.some((item) => item.id === modality.id));
  const data = [...offered, ...missing].map((modality) => ({ value: modality.id, label: modality.title }));
  return (
    <MultiSelect
      label="Modalidades"
      placeholder={
        modalities.isPending
          ? 'Carregando...'
          : data.length === 0
            ? 'Nenhuma modalidade disponível'
            : 'Escolha as modalidades'
      }
      data={data}
      value={value}
      onChange={onChange}
      disabled={disabled || data.length === 0}
      searchable
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
