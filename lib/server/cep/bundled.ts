import 'server-only';
import type { CepAddress } from '@/lib/contracts/addresses';
import type { CepLookup } from './types';

type Row = Omit<CepAddress, 'zipcode'>;

/**
 * The embedded default (ARCHITECTURE.md "External services"): the CEPs of the demo data, its
 * tests and README, as the demo knows them. Any other CEP does not exist here.
 */
export const DEMO_CEPS: Readonly<Record<string, Row>> = {
  '01310100': { street: 'Avenida Paulista', district: 'Bela Vista', city: 'São Paulo', region: 'SP' },
  '01001000': { street: 'Praça da Sé', district: 'Sé', city: 'São Paulo', region: 'SP' },
  '04538133': { street: 'Avenida Brigadeiro Faria Lima', district: 'Itaim Bibi', city: 'São Paulo', region: 'SP' },
  '13054000': { street: 'Rua das Indústrias', district: 'Distrito Industrial', city: 'Campinas', region: 'SP' },
  '20040020': { street: 'Rua da Assembleia', district: 'Centro', city: 'Rio de Janeiro', region: 'RJ' },
  '20011000': { street: 'Rua da Assembleia', district: 'Centro', city: 'Rio de Janeiro', region: 'RJ' },
  '22041001': { street: 'Avenida Atlântica', district: 'Copacabana', city: 'Rio de Janeiro', region: 'RJ' },
  '30130010': { street: 'Praça Sete de Setembro', district: 'Centro', city: 'Belo Horizonte', region: 'MG' },
  '40020000': { street: 'Praça da Sé', district: 'Centro', city: 'Salvador', region: 'BA' },
  '51011000': { street: 'Avenida Boa Viagem', district: 'Boa Viagem', city: 'Recife', region: 'PE' },
  '69900000': { street: '', district: '', city: 'Rio Branco', region: 'AC' },
  '70040010': { street: 'Esplanada dos Ministérios', district: 'Zona Cívico-Administrativa', city: 'Brasília', region: 'DF' },
  '80010000': { street: 'Praça Tiradentes', district: 'Centro', city: 'Curitiba', region: 'PR' },
  '90010000': { street: 'Praça da Alfândega', district: 'Centro Histórico', city: 'Porto Alegre', region: 'RS' },
}; // prettier-ignore

export const bundledCepLookup: CepLookup = async (zipcode) => {
  const row = DEMO_CEPS[zipcode];
  return row ? { zipcode, ...row } : null;
};
