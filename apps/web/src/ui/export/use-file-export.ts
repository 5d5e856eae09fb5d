import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showErrorToast, showSuccessToast } from '../toasts';
import { saveFile } from './save-file';

export interface FileExport<Input> {
  /** Downloads the file, telling `onProgress` the bytes received and the answer's headers. */
  download: (input: Input, onProgress: (bytes: number, headers: Headers) => void) => Promise<Blob>;
  /** 0 to 99 from the bytes received and the headers (100 once the file is whole). */
  percentOf: (bytes: number, headers: Headers) => number;
  fileName: (input: Input) => string;
  /** The toast's text when the server names no reason (spec 001 s.8: 'Falha ao exportar'). */
  failure: string;
}

/**
 * A spreadsheet export of a screen: downloads it, follows its progress, then hands it to the browser's
 * downloads; 'Exportado com sucesso' or 'Falha ao exportar' with the server's reason in Portuguese.
 * `percent` is null while nothing runs.
 */
export function useFileExport<Input>({ download, percentOf, fileName, failure }: FileExport<Input>) {
  const [percent, setPercent] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (input: Input) => {
      setPercent(0);
      // Set only when it changes: a download is thousands of chunks.
      let shown = 0;
      const file = await download(input, (bytes, headers) => {
        const next = percentOf(bytes, headers);
        if (next !== shown) {
          shown = next;
          setPercent(next);
        }
      });
      setPercent(100);
      saveFile(file, fileName(input));
    },
    onSuccess: () => showSuccessToast('Exportado com sucesso'),
    onError: (error) => showErrorToast('Falha ao exportar', error, failure),
    onSettled: () => setPercent(null),
  });
  return { start: mutation.mutate, running: mutation.isPending, percent };
}
